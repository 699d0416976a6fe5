/**
 * Refuses every request whose parsed input holds a NUL character (U+0000) anywhere: a path
 * parameter, a query value, a JSON body value or key at any depth. Answers
 * 400 `invalid_input` in the contract's shape before any handler or preHandler runs, so nothing is
 * read from or written to the database with it.
 *
 * Why one hook at the HTTP boundary rather than a rule in the shared schemas: PostgreSQL text
 * cannot hold U+0000 (it fails the query, which was a 500), and a schema rule would have to be
 * repeated on every field of every schema, while several inputs never pass through one (admin
 * search `q`/`userId` go to LIKE patterns, ids in paths, better-auth's callback query). A
 * `preValidation` hook registered on the root instance before any route runs for every route,
 * including those added later and inside encapsulated plugins, after the body is parsed. No
 * legitimate shop input contains NUL, so refusing (rather than stripping) loses nothing.
 * Multipart bodies are not parsed at this point; lib/read-upload.ts checks the file name it reads.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { containsNul, nulInputError } from '../lib/nul-input.ts';

export default fp(async function rejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw nulInputError();
    }
  });
});
