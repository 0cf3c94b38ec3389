import { createTranslator, loadCatalog, msg } from '@one-world/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../api-client';
import { activeLocale, setActiveLanguage, translateText } from './active';

const arabic = createTranslator('ar', await loadCatalog('ar'));

afterEach(() => setActiveLanguage('en', null));

describe('texts outside components', () => {
  it('shows any text as it is before a language is on screen', () => {
    expect(translateText('ui.retry')).toBe('ui.retry');
    expect(activeLocale()).toBe('en');
  });

  it('translates catalog ids into the language on screen and leaves other texts alone', () => {
    setActiveLanguage('ar', arabic.intl);
    expect(activeLocale()).toBe('ar');
    expect(translateText('ui.retry')).toBe('إعادة المحاولة');
    expect(translateText(msg('onboarding.stepOf', { step: 2, total: 5 }))).toBe('الخطوة 2 من 5');
    expect(translateText('Déjà traduit par le serveur')).toBe('Déjà traduit par le serveur');
  });

  it('gives failed calls their text in the language on screen', () => {
    setActiveLanguage('ar', arabic.intl);
    const offline = new ApiError('FETCH_ERROR', 'Unable to reach the server.');
    expect(errorMessage(offline, 'ui.retry')).toBe(arabic.t('errors.network'));
    expect(errorMessage(new Error('boom'), 'inspiration.listFailed')).toBe('تعذّر تحميل المقالات.');
    const refused = new ApiError('HTTP', 'Forbidden', 403, { message: 'لا يُسمح لك بالقيام بذلك' });
    expect(errorMessage(refused, 'ui.retry')).toBe('لا يُسمح لك بالقيام بذلك');
  });
});
