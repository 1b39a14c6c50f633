import { z } from 'zod';

// Every message a rule does not set itself comes out in Italian, on both sides.
z.config(z.locales.it());
