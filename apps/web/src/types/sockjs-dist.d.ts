/** The browser build of sockjs-client: the same client as the package's typed entry. */
declare module 'sockjs-client/dist/sockjs.min.js' {
  import SockJS from 'sockjs-client';
  export default SockJS;
}
