export { DeleteAction, EditAction, IconAction } from './icon-action';
