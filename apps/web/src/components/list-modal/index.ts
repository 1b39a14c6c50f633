export { ListModal } from './list-modal';
