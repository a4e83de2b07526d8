// The keys of the server's refusals and notices. The words themselves live in
// locales/<lang>/: those the app words itself too, where it checks the same rule first, in
// refusals.json (src/kit/refusalText.ts), the rest in server.json; the server reads both
// in zh-CN at start-up, merged under the same keys (server/plugins/words.ts).
// Only the files' types are taken here: no word reaches the app's bundle through the contract.

import type refusalsZh from '../../locales/zh-CN/refusals.json';
import type serverZh from '../../locales/zh-CN/server.json';

/** The refusals namespace: the refusals the app words itself, as zh-CN writes them. */
export type AppRefusals = typeof refusalsZh;

/** The server's words, both files under the same keys, as zh-CN (the source language) writes them. */
export type ServerWords = typeof serverZh & AppRefusals;

/** 'a' for a string at the top, 'g.a' for one in group g: the path i18next reads. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the server's words: 'packageNotFound', 'company.notFound', 'team.teamPhoneInvalid'. */
export type RefusalKey = LeafKeys<ServerWords>;

/** A refusal the app words itself: a key of the refusals namespace ('phoneInvalid', 'team.teamDatePast'). */
export type AppRefusalKey = LeafKeys<AppRefusals>;

/**
 * Names a set of refusals that a rule of the app and the server both word; fails the type
 * check when one of them is not in the refusals namespace.
 */
export type Refusals<K extends AppRefusalKey> = K;

/** Names refusals of one group by their key in it (TEAM_MSG's, SURVEY_MSG's), checked alike. */
export type GroupRefusals<G extends keyof AppRefusals, K extends keyof AppRefusals[G]> = K;
