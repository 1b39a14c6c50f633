/** Documents of any record (course, participation, cost, beneficiary): the list and the upload form. */
export { DocumentList } from './components/document-list';
export { type DocumentOwner } from './api/get-documents';
export { DocumentUploadForm } from './components/document-upload-form';
export { type DocumentRecordChoices } from './components/document-upload-form';
export { SchedaButtons } from './components/scheda-buttons';
export { downloadDocument } from './api/download-document';
