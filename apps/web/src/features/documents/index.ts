/** Documents of any record (course, participation, cost, beneficiary): the list and the upload form. */
export { DocumentList } from './components/document-list';
export { DocumentUploadForm } from './components/document-upload-form';
export { downloadDocument } from './api/download-document';
