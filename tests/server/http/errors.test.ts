import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enErrors from '../../../public/locales/en/errors.json';
import frErrors from '../../../public/locales/fr/errors.json';
import { errorCodes, errorTranslationKey } from '../../../src/domain/errors';
import { translate } from '../../../server/i18n/translator';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    extend: (app) => {
      app.get('/api/v1/test/boom', async () => {
        throw new Error('connection string postgres://secret@db/internal failed');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('error responses', () => {
  it('hides the internals of a 5xx and answers a translated detail', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(french.statusCode).toBe(500);
    expect(french.body).not.toMatch(/secret|postgres|stack/);
    expect(french.json()).toEqual({
      detail: 'Une erreur est survenue. Veuillez réessayer plus tard.',
      code: 'internal',
    });
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().detail).toBe('An error has occurred. Please try again later.');
  });

  it('answers JSON 404 for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ detail: 'Aucun résultat.', code: 'not_found' });
    }
  });

  it('answers the API error shape, without echoing the URL, to a path parameter over 100 characters', async () => {
    const long = 'x'.repeat(120);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trial/projects/${long}`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'Some fields are invalid.', code: 'validation' });
    expect(response.body).not.toContain(long);
  });

  it('falls back to French for a language it does not speak, and honours quality values', async () => {
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/v1/none',
      headers: { 'accept-language': 'de-DE,de' },
    });
    expect(german.json().detail).toBe('Aucun résultat.');
    const preferEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/v1/none',
      headers: { 'accept-language': 'fr;q=0.5, en-US;q=0.9' },
    });
    expect(preferEnglish.json().detail).toBe('Nothing found.');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/none' });
    expect(response.headers['content-security-policy']).toContain("img-src 'self' blob: data:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has an English and a French text for every error code', () => {
    for (const code of errorCodes) {
      const key = errorTranslationKey(code);
      expect(translate('en', 'errors', key), `en ${code}`).toBeTruthy();
      expect(translate('fr', 'errors', key), `fr ${code}`).toBeTruthy();
      expect(translate('en', 'errors', key)).not.toBe(translate('fr', 'errors', key));
    }
    expect(Object.keys(enErrors).sort()).toEqual(Object.keys(frErrors).sort());
  });
});
