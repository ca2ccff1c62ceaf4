// A post's limits, for the form, the server and the list's paging. No zod here: the business profile pages its
// posts in the browser without building a schema (decision 043).
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
/** Images one post may carry; the picker and the server both stop here. */
export const POST_MAX_IMAGES = 6;
/** The multipart field that carries a new post's image files (one part per file). */
export const POST_IMAGES_FIELD = 'images';
export const POSTS_PAGE_SIZE = 10;
export const POSTS_MAX_LIMIT = 50;
