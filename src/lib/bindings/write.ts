import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '../i18n/message-table.ts';
import { type Binding, type Bound, isBound } from './bind.ts';
import { type NamedValues, callBinding } from './call.ts';
import * as bindingKeys from './keys.ts';
import { usePageGroups } from './page-groups.ts';

// A bound write: the one way a page changes something through an operation it binds. The call, the confirmation
// where it asks first, an optional optimistic change of one cached read that a refusal undoes for this write alone,
// and, once the service has answered either way, every read of the write's group and of its page's groups made stale.

/** A change shown before the service answers, on one cached read. */
export interface Optimistic<Vars, Data> {
  /** The read's key: its query options' (`readQuery`, `wholeListQuery`), so it is named as the read it is. */
  read: QueryKey;
  /** The cached data with this write applied. */
  apply: (data: Data, vars: Vars) => Data;
  /**
   * This write's own change undone on the data as it is now, given the data as it was before it: another write's
   * change since then is kept.
   */
  undo: (data: Data, vars: Vars, before: Data) => Data;
}

/** An optimistic change of one item of a cached list, undone on that item alone. */
export function itemChange<Item, Vars>(
  read: QueryKey,
  idOf: (item: Item) => string,
  target: (vars: Vars) => string,
  change: (item: Item, vars: Vars) => Item,
): Optimistic<Vars, Item[]> {
  return {
    read,
    apply: (list, vars) => list.map((item) => (idOf(item) === target(vars) ? change(item, vars) : item)),
    undo: (list, vars, before) => {
      const was = before.find((item) => idOf(item) === target(vars));
      return was === undefined ? list : list.map((item) => (idOf(item) === target(vars) ? was : item));
    },
  };
}

export interface BoundWriteOptions<Vars, Data, Cached> {
  /** What it sends by name for the variables it is run with. */
  values: (vars: Vars) => NamedValues;
  /** The answer as the page uses it (an InvalidResponseError when it does not fit). */
  parse?: (body: unknown, binding: Binding) => Data;
  /**
   * Whether `run` asks the user first. By default it asks for a GET that changes something (the effect rule's
   * "asks first"): nobody expects a link-like read to apply a promo code or unlink an account.
   */
  confirm?: boolean;
  optimistic?: Optimistic<Vars, Cached>;
  /** Groups whose reads it changes beyond its own and its page's. */
  invalidates?: readonly string[];
  /**
   * A write that must happen once (a payment, an action, a dismissal): a press while one of its sends is on its way
   * is ignored, not queued, and `inFlight` says so to the control. Without it, a write (a switch, a setting) sends
   * every press, one after another in the order pressed.
   */
  once?: boolean;
  /**
   * For a write sent once whose answer takes the page elsewhere (a payment's pay page): whether this answer does. It
   * then stays once — a press is still ignored — until the page has left or the user comes back to it (the browser's
   * back-forward cache shows it again, `pageshow`): a pay page slow to answer is no time for a second payment. A
   * navigation that never commits (stopped, or answered with nothing to show) ends the hold where the browser says
   * so (the Navigation API's `navigateerror`), and `leaveFailed` tells the page.
   */
  leaves?: (data: Data) => boolean;
  onSuccess?: (data: Data, vars: Vars) => void;
  onError?: (error: unknown, vars: Vars) => void;
}

export function useBoundMutation<Vars = void, Data = unknown, Cached = never>(
  bound: Bound | undefined,
  options: BoundWriteOptions<Vars, Data, Cached>,
) {
  const language = useLanguage();
  const client = useQueryClient();
  const pageGroups = usePageGroups();
  const [asking, setAsking] = useState<{ vars: Vars } | null>(null);
  // What the user asked to send and the service has not answered yet, set in the same event as the asking: a
  // control drawn from the cache would otherwise show its old state until the optimistic change lands a task later
  // (a checkbox the user ticked unticks for that long). Each send is its own entry, so a repeated value is kept apart.
  const [sending, setSending] = useState<readonly { vars: Vars }[]>([]);
  // The same, for the press that follows in the same task (a double-click, a repeated Enter): state is a render late.
  const unanswered = useRef(0);
  // An answer that leaves the page, until the user is back on it: kept in a ref for the press in the same task.
  const leaving = useRef(false);
  const [away, setAway] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);
  const held = () => options.once === true && (unanswered.current > 0 || leaving.current);
  useEffect(() => {
    if (!away) return;
    const release = (failed: boolean) => {
      leaving.current = false;
      setAway(false);
      setLeaveFailed(failed);
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) release(false);
    };
    const failed = () => release(true);
    // Not every browser has the Navigation API; where it is missing, the page's own way forward stands.
    const navigation = (window as { navigation?: EventTarget }).navigation;
    window.addEventListener('pageshow', back);
    navigation?.addEventListener('navigateerror', failed);
    return () => {
      window.removeEventListener('pageshow', back);
      navigation?.removeEventListener('navigateerror', failed);
    };
  }, [away]);
  const binding = isBound(bound) ? bound : undefined;
  const { optimistic } = options;
  // One write's sends go one after another, in the order pressed: two quick presses of one switch (on, then off) sent
  // side by side could be answered, and kept by the service, in the other order.
  const scope = useId();
  const mutation = useMutation({
    scope: { id: scope },
    mutationFn: async (vars: Vars): Promise<Data> => {
      if (!binding) throw new Error(`Not bound: ${bound?.group ?? ''} ${bound?.name ?? ''}`);
      const body = await callBinding(binding, options.values(vars), { language });
      return options.parse ? options.parse(body, binding) : (body as Data);
    },
    onMutate: async (vars: Vars) => {
      if (!optimistic) return undefined;
      const queryKey = optimistic.read;
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<Cached>(queryKey);
      if (before !== undefined)
        client.setQueryData<Cached>(queryKey, (data) => (data === undefined ? data : optimistic.apply(data, vars)));
      return { before, queryKey };
    },
    onError: (error, vars, saved) => {
      options.onError?.(error, vars);
      if (!optimistic || saved?.before === undefined) return;
      const before = saved.before;
      client.setQueryData<Cached>(saved.queryKey, (data) =>
        data === undefined ? data : optimistic.undo(data, vars, before),
      );
    },
    onSuccess: (data, vars) => {
      setAsking(null);
      if (options.once && options.leaves?.(data)) {
        leaving.current = true;
        setAway(true);
      }
      options.onSuccess?.(data, vars);
    },
    onSettled: () => {
      const groups = new Set([bound?.group ?? '', ...pageGroups, ...(options.invalidates ?? [])]);
      groups.delete('');
      return Promise.all([...groups].map((group) => client.invalidateQueries({ queryKey: bindingKeys.group(group) })));
    },
  });
  const asksFirst =
    options.confirm ?? (binding !== undefined && !binding.reads && /^(GET|HEAD)$/.test(binding.operation.method));
  const send = (vars: Vars) => {
    if (held()) return;
    const entry = { vars };
    unanswered.current += 1;
    setSending((list) => [...list, entry]);
    // Its refusal is the mutation's error, said where the page shows it; here it only ends the entry.
    void mutation
      .mutateAsync(vars)
      .catch(() => {})
      .finally(() => {
        unanswered.current -= 1;
        setSending((list) => list.filter((one) => one !== entry));
      });
  };
  return {
    ...mutation,
    /** The operation, when the name is bound (a page offers nothing for a name it cannot send). */
    binding,
    /** Sends it, or first asks the user where it asks first (`asking` until they confirm or cancel). */
    run: (vars: Vars) => {
      // A write sent once keeps what its send in flight shows: the press is not taken.
      if (held()) return;
      mutation.reset();
      setLeaveFailed(false);
      if (asksFirst) setAsking({ vars });
      else send(vars);
    },
    /** The variables of every send not answered yet, oldest first: what a control shows until the cache says. */
    sending: sending.map((entry) => entry.vars),
    /**
     * Whether a send is on its way, or its answer is taking the page elsewhere: for a write sent `once`, a press now
     * is ignored (the control says so).
     */
    inFlight: sending.length > 0 || away,
    /** Whether its answer is taking the page elsewhere (`leaves`), until the user is back on it. */
    leaving: away,
    /** Whether the page its answer took the tab to never opened (the browser said so), until the next press. */
    leaveFailed,
    /** The variables waiting for the user's confirmation, while it is asked. */
    asking: asking === null ? undefined : { vars: asking.vars },
    confirm: () => {
      if (asking) send(asking.vars);
    },
    cancel: () => setAsking(null),
  };
}

/** What a confirmation needs of a bound write (components/confirm-write.tsx). */
export interface AskedWrite {
  asking: { vars: unknown } | undefined;
  confirm: () => void;
  cancel: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}
