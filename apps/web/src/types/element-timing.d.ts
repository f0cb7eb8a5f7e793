import 'react';

/** Element Timing's attribute, which React passes through as it is (see lib/main-picture.ts). */
declare module 'react' {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
