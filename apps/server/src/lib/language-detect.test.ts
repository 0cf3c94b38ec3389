import fc from 'fast-check';
import { francAll } from 'franc-min';
import { describe, expect, it } from 'vitest';
import {
  CANDIDATES,
  detectLanguage,
  languageOnWrite,
  rankLanguages,
  textOfHtml,
} from './language-detect';

describe('detectLanguage', () => {
  it.each([
    ['en', 'We are planting trees along the river next weekend, everyone is welcome to join us.'],
    ['en', 'Community garden opens on Saturday'],
    ['es', 'La escuela del barrio necesita libros para la biblioteca infantil.'],
    ['es', 'Necesitamos voluntarios para la limpieza del parque'],
    ['fr', 'Les familles du quartier manquent d’eau potable depuis deux semaines.'],
    ['fr', 'Nous cherchons des bénévoles pour le jardin partagé'],
    ['ar', 'يعاني سكان القرية من نقص المياه الصالحة للشرب منذ أسبوعين.'],
    ['ar', 'نحتاج إلى متطوعين لتنظيف الحديقة العامة'],
    ['sw', 'Wakulima wadogo wanahitaji mbegu bora kabla ya msimu wa mvua kuanza.'],
    ['sw', 'Tunahitaji watu wa kujitolea kusafisha bustani'],
    ['de', 'Wir brauchen Freiwillige für die Reinigung des Parks in unserer Stadt.'],
    ['zh', '我们这个周末组织清理河流活动，欢迎大家参加'],
  ])('recognises %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('prefers the site’s languages when a short text scores almost alike', () => {
    expect(detectLanguage('Solar kiosks in rural Kenya', 'Line one\nLine two')).toBe('en');
    expect(detectLanguage('Great idea, count me in for Saturday')).toBe('en');
  });

  it('keeps other languages when they clearly win', () => {
    expect(
      detectLanguage(
        'Precisamos de voluntários para limpar o parque do bairro neste sábado de manhã.',
      ),
    ).toBe('pt');
    expect(
      detectLanguage(
        'Abbiamo bisogno di volontari per pulire il parco del quartiere sabato mattina.',
      ),
    ).toBe('it');
    expect(detectLanguage('We hebben vrijwilligers nodig om het park schoon te maken.')).toBe('nl');
  });

  it('judges a short title together with its text', () => {
    expect(
      detectLanguage('Agua', 'Las familias del barrio llevan dos semanas sin agua potable.'),
    ).toBe('es');
  });

  it('leaves texts too short to tell unknown', () => {
    expect(detectLanguage('Merci !')).toBeNull();
    expect(detectLanguage('ok 👍')).toBeNull();
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage(null, undefined)).toBeNull();
  });

  it('does not count links, mentions and numbers as words', () => {
    expect(
      detectLanguage('https://example.org/a/very/long/path?with=query @someone 2024 #123'),
    ).toBe(null);
    expect(
      detectLanguage('Mira https://example.org/convocatoria: la reunión es el martes en la plaza.'),
    ).toBe('es');
  });

  it('reads the words of HTML, not its markup', () => {
    const html =
      '<p>Les <strong>jardins partagés</strong> du quartier ont besoin de bras&nbsp;: venez nous aider samedi.</p><img src="a.webp" alt="">';
    expect(textOfHtml(html)).not.toContain('<');
    expect(detectLanguage(textOfHtml(html))).toBe('fr');
  });
});

describe('languageOnWrite', () => {
  const english = 'We are planting trees along the river next weekend, everyone is welcome.';
  const spanish = 'Plantamos árboles junto al río el próximo fin de semana, todos son bienvenidos.';

  it('keeps the author’s choice over detection', () => {
    expect(languageOnWrite('pt', [english])).toBe('pt');
  });

  it('detects when the author leaves it to us', () => {
    expect(languageOnWrite(undefined, [spanish])).toBe('es');
    expect(languageOnWrite(null, [spanish])).toBe('es');
  });

  it('on an edit, keeps a language the author had chosen unless they change it', () => {
    // Stored "pt" although the text reads as English: the author chose it.
    const previous = { language: 'pt', text: [english] };
    expect(languageOnWrite(undefined, [`${english} See you there.`], previous)).toBe('pt');
    expect(languageOnWrite('en', [english], previous)).toBe('en');
    expect(languageOnWrite(null, [english], previous)).toBe('en');
  });

  it('on an edit, detects the new text again when the earlier language was detected', () => {
    const previous = { language: 'en', text: [english] };
    expect(languageOnWrite(undefined, [spanish], previous)).toBe('es');
  });
});

describe('rankLanguages', () => {
  const franc = (text: string) => francAll(text, { only: CANDIDATES, minLength: 1 });
  // Words of the scripts franc tells apart, and the punctuation it drops.
  const words = [
    'the',
    'river',
    'water',
    'school',
    'la',
    'escuela',
    'agua',
    'les',
    'familles',
    'eau',
    'wakulima',
    'mbegu',
    'mvua',
    'wir',
    'brauchen',
    'über',
    'ção',
    'volontari',
    'straße',
    'вода',
    'школа',
    'реки',
    'вода́',
    'مياه',
    'القرية',
    'پانی',
    'पानी',
    'स्कूल',
    'জল',
    'நீர்',
    '水',
    '学校',
    'みず',
    '학교',
    'น้ำ',
    'ውሃ',
    'ελλάδα',
    '!',
    ',',
    '42',
    'é',
    'ñ',
    'ß',
    ' ',
  ];

  it('ranks as franc ranks among the candidates, on texts in any mix of scripts', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 40 }), (parts) => {
        const text = parts.join(' ');
        expect(rankLanguages(text)).toEqual(franc(text));
      }),
      { numRuns: 500 },
    );
  });

  it('ranks as franc ranks on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }), (text) => {
        expect(rankLanguages(text)).toEqual(franc(text));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    'We are planting trees along the river next weekend, everyone is welcome to join us.',
    'Precisamos de voluntários para limpar o parque do bairro neste sábado de manhã.',
    'يعاني سكان القرية من نقص المياه الصالحة للشرب منذ أسبوعين',
    '我们这个周末组织清理河流活动',
    'Solar kiosks in rural Kenya',
  ])('ranks as franc ranks: %s', (text) => {
    expect(rankLanguages(text)).toEqual(franc(text));
  });
});
