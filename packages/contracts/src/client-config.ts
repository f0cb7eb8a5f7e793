import { z } from 'zod';
import { tagSchema } from './games.js';

export const clientConfigRequestSchema = z.object({ clientId: z.string().max(64).optional() });

/** Site-wide configuration the web reads once and keeps locally (spec: client config). */
export const clientConfigSchema = z.object({
  /** Comma list of country codes offered for mobile numbers. */
  telAreaCodeCountry: z.string(),
  country: z.string(),
  isTestDevice: z.boolean(),
  productName: z.string(),
  gamesOrigin: z.string(),
  /**
   * The separate mobile site phones are sent to from Home and the playing page; absent when none
   * is configured, and then phones stay on this site in its phone layout.
   */
  mobileSiteUrl: z.string().optional(),
  links: z.object({
    privacy: z.string(),
    terms: z.string(),
    community: z.string(),
    social: z.string(),
  }),
  tagList: z.array(tagSchema),
  /** Social sign-in ids; an empty id hides that provider's login icon. */
  googleClientId: z.string(),
  facebookAppId: z.string(),
  /**
   * The key the site appends when it signs a request with osign. Anything a browser runs can be
   * read, so osign only proves a request came from this site's code unaltered; who may do what is
   * decided by the session token.
   */
  osignKey: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
