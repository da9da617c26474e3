/**
 * A phone turned sideways: a screen too short to stack the table's parts above the hand, so the
 * table puts the status and the choices beside the felt. The components' CSS uses the same query
 * (`@media (max-height: 500px)`) for their smaller sizes.
 */
export const SHORT_SCREEN = '(max-height: 500px)';
