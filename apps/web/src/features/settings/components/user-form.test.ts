import { describe, expect, it } from 'vitest';
import { userFormProblems } from './user-form';

describe('userFormProblems', () => {
  it('accepts a lower-case address and a long password', () => {
    expect(userFormProblems('ada@example.com', 'correct horse battery')).toEqual({});
  });

  it('names each problem at once', () => {
    expect(userFormProblems('', 'short')).toEqual({
      email: 'Enter an e-mail address.',
      password: 'The password must be at least 12 characters.',
    });
  });

  it('refuses capitals and says what to type instead', () => {
    expect(userFormProblems('Ada@Example.com', undefined).email).toBe('Use lower case: ada@example.com');
  });

  it('refuses something that is not an address', () => {
    expect(userFormProblems('ada.example.com', undefined).email).toBe('This is not an e-mail address.');
  });
});
