/**
 * The reviews module's public face: how a review's author is shown. Anything not exported here is
 * the module's own (the import rule in eslint.config.js enforces it).
 */
export { reviewAuthor } from './review-list-service.ts';
