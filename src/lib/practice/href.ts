/** A practice position's page; the list of a game's positions is the practice page's section `#<game>`. */
export const practiceHref = (game: string, id?: string): string => (id ? `/practice/${game}/${id}/` : `/practice/#${game}`);
