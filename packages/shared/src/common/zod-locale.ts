import { config } from 'zod';
import { it } from 'zod/locales';

// Every message a rule does not set itself comes out in Italian, on both sides. The locale is
// imported by name: reaching it through the z namespace would bundle every language in the web app.
config(it());
