// What other features use of this one; they import it only from here (eslint.config.js).
export { communityTemplatesQuery } from './template-queries';
export { mailroomOptionName } from './template-format';
