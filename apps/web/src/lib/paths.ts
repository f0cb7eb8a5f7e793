/** Every route of the site (spec section 2), shared with the server through the contracts. */
export { sitePaths as paths } from '@portal/contracts';
