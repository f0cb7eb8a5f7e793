export { LoginBox } from './components/login-box';
export { LoginBoxProvider, useLoginBox } from './login-box-context';
