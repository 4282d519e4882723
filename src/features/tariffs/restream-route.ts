import type { EagerGroupRoute } from '../../lib/bindings/group-page.ts';
import { planRestream } from '../../lib/operations/plan-restream/plan-restream-query.ts';
import { Component } from './tariff-route.tsx';

/** PlanRestream's page, the tariff page, as the first load carries it: people land on it. */
export const restreamRoute: EagerGroupRoute = { group: planRestream.group, Component };
