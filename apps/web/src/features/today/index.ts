/** What other parts of the web app may use of 'Oggi'. */
export { DigestSwitch } from './components/digest-switch';
