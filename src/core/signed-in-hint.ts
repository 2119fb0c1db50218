/**
 * A cookie the page can read (unlike the httpOnly session cookie) that says "this browser has a
 * session". It holds nothing but "1" and lives exactly as long as the session cookie. The page
 * uses it before the sign-in check answers, to fetch the signed-in shell rather than the landing
 * page. It is only a hint: the server still decides who is signed in from the session alone.
 */
export const SIGNED_IN_HINT_COOKIE = 'cairn_signed_in';
