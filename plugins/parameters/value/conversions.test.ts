import { describe, expect, it } from 'vitest';
import {
  constrainNumber,
  dateShortcut,
  DATE_SHORTCUTS,
  hexToRgbaDisplay,
  normalizeColorInput,
  pickerHex,
  rgbaToHex,
  singleLineDisplay,
  toIsoDate,
} from './conversions';

describe('dates', () => {
  it('converts dates to ISO strings', () => {
    expect(toIsoDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)))).toBe('2024-01-02T03:04:05.000Z');
    expect(toIsoDate('2024-05-06T00:00:00Z')).toBe('2024-05-06T00:00:00.000Z');
    expect(toIsoDate('not a date')).toBeNull();
  });
  it('offers Today, Yesterday and A week ago, 0, 1 and 7 days back', () => {
    expect(DATE_SHORTCUTS.map((s) => s.label)).toEqual(['Today', 'Yesterday', 'A week ago']);
    const now = new Date('2024-03-10T12:00:00.000Z');
    expect(dateShortcut(0, now)).toBe('2024-03-10T12:00:00.000Z');
    expect(dateShortcut(1, now)).toBe('2024-03-09T12:00:00.000Z');
    expect(dateShortcut(7, now)).toBe('2024-03-03T12:00:00.000Z');
  });
});

describe('colours', () => {
  it('stores rgba as hex with the alpha byte floor((1 − a) × 255)', () => {
    expect(rgbaToHex('rgba(255, 0, 16, 1)')).toBe('#ff001000');
    expect(rgbaToHex('rgba(255,0,16,0)')).toBe('#ff0010ff');
    expect(rgbaToHex('rgba(1,2,3,0.5)')).toBe('#0102037f');
    expect(rgbaToHex('#123456')).toBeNull();
  });
  it('shows 8-digit hex as rgba with alpha (255 − low byte) / 255', () => {
    expect(hexToRgbaDisplay('#ff001000')).toBe('rgba(255,0,16,1)');
    expect(hexToRgbaDisplay('#ff0010ff')).toBe('rgba(255,0,16,0)');
    expect(hexToRgbaDisplay('#0102037f')).toBe('rgba(1,2,3,0.502)');
    expect(hexToRgbaDisplay('#123456')).toBe('#123456');
  });
  it('normalizes input only when the parameter shows alpha', () => {
    expect(normalizeColorInput('rgba(0,0,0,1)', true)).toBe('#00000000');
    expect(normalizeColorInput('rgba(0,0,0,1)', false)).toBe('rgba(0,0,0,1)');
    expect(normalizeColorInput('#abcdef', true)).toBe('#abcdef');
  });
  it('gives the picker a 6-digit hex', () => {
    expect(pickerHex('#AABBCC80')).toBe('#aabbcc');
    expect(pickerHex('rgba(16,32,48,1)')).toBe('#102030');
    expect(pickerHex(7)).toBe('#000000');
  });
});

describe('strings and numbers', () => {
  it('shows newlines as a pipe on one line', () => {
    expect(singleLineDisplay('a\nb\r\nc')).toBe('a|b|c');
  });
  it('respects min, max and precision', () => {
    expect(constrainNumber(5, { minValue: 10 })).toBe(10);
    expect(constrainNumber(50, { maxValue: 10 })).toBe(10);
    expect(constrainNumber(1.23456, { numberPrecision: 2 })).toBe(1.23);
    expect(constrainNumber(null, { minValue: 1 })).toBeNull();
    expect(constrainNumber(Number.NaN, {})).toBeNull();
  });
});
