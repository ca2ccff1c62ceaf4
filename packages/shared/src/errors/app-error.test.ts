import { describe, expect, it } from 'vitest';
import { AppError, errorBody } from './app-error';

describe('AppError', () => {
  it('serialises to the API error body and back', () => {
    const e = new AppError('VALIDATION_FAILED', 'Check the form', 400, {
      title: 'Title must be at least 3 characters.',
    });
    const back = AppError.fromBody(400, JSON.parse(JSON.stringify(errorBody(e))));
    expect(back).toBeInstanceOf(AppError);
    expect(back.code).toBe('VALIDATION_FAILED');
    expect(back.message).toBe('Check the form');
    expect(back.status).toBe(400);
    expect(back.fields).toEqual({ title: 'Title must be at least 3 characters.' });
  });

  it('omits fields when there are none', () => {
    expect(errorBody(new AppError('NOT_FOUND', 'Run not found', 404))).toEqual({
      error: { code: 'NOT_FOUND', message: 'Run not found' },
    });
  });

  it('rebuilds an error from a body that is not ours', () => {
    const e = AppError.fromBody(502, '<html>Bad gateway</html>');
    expect(e.code).toBe('INTERNAL');
    expect(e.message).toBe('API Error: 502');
    expect(AppError.fromBody(404, null).code).toBe('BAD_REQUEST');
  });
});
