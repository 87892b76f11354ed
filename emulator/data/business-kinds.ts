/**
 * The kinds of business the seeded accounts run, with what a location of that kind says about
 * itself and what its reviewers talk about (kinds/*.ts, one file a kind). Templates take
 * `{surname}`, `{street}`, `{city}`, `{name}`, `{staff}`, `{good}`.
 */
import { auto } from './kinds/auto';
import { bakery } from './kinds/bakery';
import type { BusinessKind } from './kinds/business-kind';
import { cafe } from './kinds/cafe';
import { dental } from './kinds/dental';
import { fitness } from './kinds/fitness';
import { pizzeria } from './kinds/pizzeria';
import { salon } from './kinds/salon';
import { vet } from './kinds/vet';

export type { BusinessKind };

export const BUSINESS_KINDS: BusinessKind[] = [dental, cafe, auto, salon, vet, bakery, fitness, pizzeria];
