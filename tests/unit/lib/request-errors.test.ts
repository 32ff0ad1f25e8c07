import { describe, expect, it } from 'vitest';
import { fromRequestError } from '../../../src/lib/action-result';
import { ApiError, NetworkError } from '../../../src/lib/api-client';

describe('a failed request, as its screen says it', () => {
  it('with no answer, says the network is missing, in the action’s own words when it has some', () => {
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(fromRequestError(offline).messageKey).toBe('common:errors.network');
    expect(fromRequestError(offline, { offline: 'leads:purchase_order.offline' }).messageKey).toBe(
      'leads:purchase_order.offline',
    );
  });

  it('puts each invalid field’s message next to it, by the validation key the server named', () => {
    const refused = new ApiError(422, {
      code: 'validation',
      detail: [
        { loc: ['body', 'email'], msg: 'Adresse invalide', type: 'email_invalid' },
        { loc: ['body', 'nickname'], msg: 'Champ inconnu', type: 'unknown_field' },
      ],
    });
    const failure = fromRequestError(refused);
    expect(failure.fields).toEqual({
      email: 'validation:email_invalid',
      nickname: 'validation:unknown_field',
    });
    expect(failure.messageKey).toBe('validation:email_invalid');
  });

  it('says a code in the action’s own words when it has some, else in the code’s text', () => {
    const forbidden = new ApiError(403, { code: 'auth/forbidden', detail: 'Interdit' });
    const words = { codes: { 'auth/forbidden': 'leads:purchase_order.forbidden' } } as const;
    expect(fromRequestError(forbidden, words).messageKey).toBe('leads:purchase_order.forbidden');
    expect(fromRequestError(forbidden).messageKey).toBe('errors:auth.forbidden');
  });

  it('reads an answer that names no code (a proxy’s page) by its status, and anything else as internal', () => {
    expect(fromRequestError(new ApiError(429, '<html>Too many</html>')).messageKey).toBe(
      'errors:rate_limited',
    );
    expect(fromRequestError(new ApiError(502, '<html>Bad gateway</html>')).messageKey).toBe(
      'errors:internal',
    );
    expect(fromRequestError(new SyntaxError('Unexpected token')).messageKey).toBe('errors:internal');
  });
});
