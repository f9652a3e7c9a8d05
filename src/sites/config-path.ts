/** A place in a site's configuration: keys of objects and indexes of lists, from the root. */
export type ConfigPath = readonly (string | number)[];
