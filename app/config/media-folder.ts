/** The folder of the owner's own files (photos, the logo), inside the content folder: the editor uploads there. */
export const MEDIA_FOLDER = 'media'
