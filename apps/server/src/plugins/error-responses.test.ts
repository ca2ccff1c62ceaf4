// Every route file declares its error answers one way, with errors() (error-responses.ts): the one error shape,
// named once, so no route can describe an error differently from what the error handler sends.
import fs from 'node:fs';
import path from 'node:path';
import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import { describe, expect, it } from 'vitest';
import { errors } from './error-responses';

const modules = path.join(import.meta.dirname, '../modules');
const routeFiles = fs
  .readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.routes.ts'));

describe('errors()', () => {
  it('names the one error body for each status it is given', () => {
    expect(errors(400, 404)).toEqual({ 400: errorBodySchema, 404: errorBodySchema });
  });

  it('is how every route file declares its error answers', () => {
    expect(routeFiles.length).toBeGreaterThan(20);
    const byHand = routeFiles.filter((file) =>
      fs.readFileSync(path.join(modules, file), 'utf8').includes('errorBodySchema'),
    );
    expect(byHand).toEqual([]);
  });
});
