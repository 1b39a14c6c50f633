export { EmailLink, PhoneLink, telHref } from './contact-link';
