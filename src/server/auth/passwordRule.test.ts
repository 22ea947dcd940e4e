import { describe, expect, it } from 'vitest';
import { generatePassword } from './password.ts';
import { passwordProblem, passwordProblemText } from './passwordRule.ts';

describe('password rule', () => {
  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['Password12', 'qwertyuiop', 'BASKETBALL', 'manchester', 'password123']) expect(passwordProblem(password), password).toBe('common');
  });

  it('refuses a common password with digits or symbols put before or after', () => {
    for (const password of ['password!!', 'Dragon-2026', '!!!Football', 'Sunshine#1987', 'iloveyou.2024']) expect(passwordProblem(password), password).toBe('commonBase');
  });

  it('refuses one repeated character and patterns of a few', () => {
    for (const password of ['aaaaaaaaa1', 'ZZZZZZZZZZ', 'abababab12', '1212121212!!']) expect(passwordProblem(password), password).toBe('repeated');
  });

  it('refuses sequences, forwards or backwards, by code or along the keyboard, with an ending or not', () => {
    for (const password of ['Abcdefghij!', 'zyxwvutsrq', 'Asdfghjkl;9', '9876543210!', 'Mnbvcxz123!', 'Lmnopqrstu2026']) expect(passwordProblem(password), password).toBe('sequence');
  });

  it('refuses the user\'s own e-mail name or name', () => {
    expect(passwordProblem('Kari.Nordmann77', { email: 'kari.nordmann@demo.test', name: 'Kari Nordmann' })).toBe('personal');
    expect(passwordProblem('Harbour-kari-9', { email: 'k@demo.test', name: 'Kari Nordmann' })).toBe('personal');
    expect(passwordProblem('Harbour-kari-9', { email: 'ola@demo.test', name: 'Ola Nordmann' })).toBeUndefined();
  });

  it('keeps the length and the two kinds of character', () => {
    expect(passwordProblem('Tide-9')).toBe('tooShort');
    expect(passwordProblem('harbourlanterns')).toBe('fewClasses');
  });

  it('accepts passphrases and the passwords the demo and the tests use', () => {
    for (const password of ['Harbour-lantern-81', 'Demo-password-1', 'Other-password-1', 'Strong-pass-42', 'correct horse battery staple', 'Ærlig-fjord-2026']) {
      expect(passwordProblem(password, { email: 'admin@demo.test', name: 'Eva Editor' }), password).toBeUndefined();
    }
    for (let i = 0; i < 20; i++) expect(passwordProblem(generatePassword())).toBeUndefined();
  });

  it('generates a password its owner may use, however much of a random string their name covers', () => {
    // Every three-letter word from "aaa" to "ezz": about three in four random strings hold one of them.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const name = [...'abcde'].flatMap((a) => [...letters].flatMap((b) => [...letters].map((c) => a + b + c))).join(' ');
    for (let i = 0; i < 20; i++) expect(passwordProblem(generatePassword({ name }), { name })).toBeUndefined();
  });

  it('says why in every language of the console', () => {
    expect(passwordProblemText('tooShort', 'en')).toBe('The password must be at least 10 characters long.');
    expect(passwordProblemText('common', 'es')).toMatch(/^Esta contraseña es una de las más usadas/);
    expect(passwordProblemText('sequence', 'zh')).toMatch(/^密码是简单的序列/);
  });
});
