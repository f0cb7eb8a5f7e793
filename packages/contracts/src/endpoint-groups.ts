import { adminCatalogueEndpoints } from './admin-catalogue-endpoints.js';
import { adminEndpoints } from './admin-endpoints.js';
import { clientCatalogueEndpoints } from './client-catalogue-endpoints.js';
import { endpoints, type Endpoint } from './endpoints.js';

/** One map of endpoints, named for the part of the API it describes (an OpenAPI tag). */
export interface EndpointGroup {
  name: string;
  description: string;
  endpoints: Readonly<Record<string, Endpoint>>;
}

/**
 * Every endpoint map of the API. The OpenAPI document (`/docs`) and the hostile-input suite read
 * this list, so a new map is described and attacked once it is added here, in one line.
 */
export const endpointGroups: readonly EndpointGroup[] = [
  { name: 'portal', description: 'The site and the games: the player-facing API.', endpoints },
  {
    name: 'admin',
    description:
      "The publisher's API: admin sign-in, audit log, players, messages, support, gifts, reports.",
    endpoints: adminEndpoints,
  },
  {
    name: 'admin-catalogue',
    description: "The publisher's catalogue: games with their packages and artwork, slides, news.",
    endpoints: adminCatalogueEndpoints,
  },
  {
    name: 'client-catalogue',
    description:
      "The catalogue calls of the publisher's mobile client that the spec does not list.",
    endpoints: clientCatalogueEndpoints,
  },
];
