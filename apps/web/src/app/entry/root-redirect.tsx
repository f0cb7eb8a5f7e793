import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * `/` goes to Home keeping the query and the hash, so a share link (`/?shareType=1&appId=...`)
 * or a channel link (`/?channelId=...`) at the site root is still read once Home opens.
 */
export function RootRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.home, search, hash }} replace />;
}
