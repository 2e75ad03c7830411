// The helper is shared with the API's server catalogs; features keep importing it from here.
export { defineLocales, type LocaleTree, type Translation } from '@dugout/shared';
