/** Articles per page of every news list (the server's default page size; it allows up to 50). */
export const NEWS_PAGE_SIZE = 10
