export { NotesPreview } from './notes-preview';
