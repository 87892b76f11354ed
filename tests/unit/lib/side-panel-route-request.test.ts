import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  followSidePanelRouteRequests,
  ROUTE_REQUEST_TTL_MS,
  requestSidePanelRoute,
} from '@/lib/side-panel-route-request';

beforeEach(() => fakeBrowser.reset());

const stored = async () =>
  (await fakeBrowser.storage.session.get('sidePanel.routeRequest'))['sidePanel.routeRequest'];

describe('side panel route requests', () => {
  it('a panel opening goes to the requested view once; the next open starts where it is', async () => {
    requestSidePanelRoute('#/inbox/review/501');
    await vi.waitFor(async () => expect(await stored()).toBeTruthy());
    const go = vi.fn();
    const stop = followSidePanelRouteRequests(go);
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('#/inbox/review/501'));
    await vi.waitFor(async () => expect(await stored()).toBeFalsy());
    stop();

    const again = vi.fn();
    followSidePanelRouteRequests(again)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again).not.toHaveBeenCalled();
  });

  it('an open panel follows a new request', async () => {
    const go = vi.fn();
    const stop = followSidePanelRouteRequests(go);
    requestSidePanelRoute('#/reports');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('#/reports'));
    stop();
  });

  it('a request left by an open that failed long ago is not followed', async () => {
    requestSidePanelRoute('#/listings', Date.now() - ROUTE_REQUEST_TTL_MS - 1);
    await vi.waitFor(async () => expect(await stored()).toBeTruthy());
    const go = vi.fn();
    followSidePanelRouteRequests(go)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(go).not.toHaveBeenCalled();
  });
});
