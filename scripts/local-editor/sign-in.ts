/**
 * The local editor's sign-in screen (Sveltia CMS): the button the owner chooses, and the one they must
 * not, as the terminal (./local-editor.ts) and docs/owner-guide.md "On your own computer" name them.
 */
export const SIGN_IN = { button: 'Sign In Using Access Token', notThis: 'Work with Local Repository' } as const
