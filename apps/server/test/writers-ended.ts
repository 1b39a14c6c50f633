// Every test file: the xlsx writers' threads it asked to end have ended before its process may exit.
import { afterAll } from 'vitest';
import { xlsxThreadsEnded } from '../src/modules/export/export.xlsx-writers';

afterAll(xlsxThreadsEnded);
