// The keys of the server's refusals and notices. The words themselves live in
// locales/<lang>/server.json: the server reads zh-CN at start-up (server/plugins/messages.ts),
// the app renders the same keys with t('server:<key>') where it checks the same rule first.
// Only the file's type is taken here: no word reaches the app's bundle through the contract.

import type serverZh from '../../locales/zh-CN/server.json';

/** The shape of the server namespace, as zh-CN (the source language) writes it. */
export type ServerWords = typeof serverZh;

/** 'a' for a string at the top, 'g.a' for one in group g: the path i18next reads. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the server namespace: 'packageNotFound', 'company.notFound', 'team.teamPhoneInvalid'. */
export type RefusalKey = LeafKeys<ServerWords>;

/** Names a set of refusals; fails the type check when one of them is not in the namespace. */
export type Refusals<K extends RefusalKey> = K;

/** Names refusals of one group by their key in it (TEAM_MSG's, SURVEY_MSG's), checked alike. */
export type GroupRefusals<G extends keyof ServerWords, K extends keyof ServerWords[G]> = K;
