/** Where /admin's page and files are served from: its own module, so that the pages' scripts' tests need no editor package. */
export const EDITOR_URL_PATH = '/admin'
