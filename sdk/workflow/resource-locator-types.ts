/**
 * Resource locator parameter definitions: modes, value extraction and the
 * list search results node types return (`methods.listSearch`).
 *
 * @module
 */
import type { INodePropertyOptions, INodePropertyRouting } from './parameter-types';

/** Extracts the id from a resource locator value with a regex. */
export interface INodePropertyValueExtractor {
  /** Extractor kind. */
  type: 'regex';
  /** Regex whose first group is the id. */
  regex: string;
}

/** Validation of a resource locator mode's value. */
export interface INodePropertyModeValidation {
  /** Validation kind. */
  type: 'regex';
  /** Regex and message. */
  properties: { regex: string; errorMessage: string };
}

/** Search options of a resource locator `list` mode. */
export interface INodePropertyModeTypeOptions {
  /** Node type method that returns the list (`methods.listSearch`). */
  searchListMethod?: string;
  /** Declarative list loading. */
  searchList?: INodePropertyRouting;
  /** The list can be filtered. */
  searchable?: boolean;
  /** The list is not loaded while the filter is empty. */
  searchFilterRequired?: boolean;
}

/** One mode of a resource locator (list, id, url, ...). */
export interface INodePropertyMode {
  /** Mode name stored in the value. */
  name: string;
  /** Display name. */
  displayName: string;
  /** `list` shows a searchable dropdown; `string` a text input. */
  type: 'string' | 'list';
  /** Hint beneath the input. */
  hint?: string;
  /** Input placeholder. */
  placeholder?: string;
  /** Link template; `{{$value}}` is replaced by the value. */
  url?: string;
  /** Extracts the id from the entered value. */
  extractValue?: INodePropertyValueExtractor;
  /** Validations of the entered value. */
  validation?: INodePropertyModeValidation[];
  /** Resource kind the mode points at. */
  initType?: string;
  /** Search options (list modes). */
  typeOptions?: INodePropertyModeTypeOptions;
}

/** One entry of a resource locator list. */
export interface INodeListSearchItems extends INodePropertyOptions {
  /** Link to the resource. */
  url?: string;
  /** Icon of the entry. */
  icon?: string;
}

/** A page of resource locator list results. */
export interface INodeListSearchResult {
  /** The entries. */
  results: INodeListSearchItems[];
  /** Token for the next page; missing on the last page. */
  paginationToken?: unknown;
}
