/**
 * Google Drive 1 and 2's resource-locator lists: version 3's file, folder and shared-drive
 * lists (../methods.ts), signed in as the version's default "Authentication" (1: service
 * account, 2: OAuth2) when the node leaves it out.
 */
import type { INodeListSearchResult } from '@sdk/workflow';
import type { ILoadOptionsFunctions } from '../../../engine/node-interface';
import { driveSearch, fileSearch, folderSearch } from '../methods';

export const defaultAuthentication = (version: number) => (version >= 2 ? 'oAuth2' : 'serviceAccount');

function withDefaultAuthentication(fn: ILoadOptionsFunctions): ILoadOptionsFunctions {
  const fallback = defaultAuthentication(fn.getNode().typeVersion);
  return {
    ...fn,
    getNodeParameter: (name, otherwise) => fn.getNodeParameter(name, name === 'authentication' ? fallback : otherwise),
  };
}

type ListSearch = (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>;
const signedIn = (search: ListSearch): ListSearch =>
  function (this: ILoadOptionsFunctions, filter, paginationToken) {
    return search.call(withDefaultAuthentication(this), filter, paginationToken);
  };

export const listSearch: Readonly<Record<string, ListSearch>> = {
  fileSearch: signedIn(fileSearch),
  folderSearch: signedIn(folderSearch),
  driveSearch: signedIn(driveSearch),
};
