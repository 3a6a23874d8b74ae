import { describe, expect, it, vi } from "vitest";
import { activateWaitingWorker, checkForUpdatesWhenVisible, registerServiceWorker, UPDATE_CHECK_INTERVAL_MS, watchForWaitingWorker } from "./update-flow";

/** A stand-in for ServiceWorker: an event target with a state and a message log. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  startInstalling() {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event("updatefound"));
    return this.installing;
  }
}

const asRegistration = (r: FakeRegistration) => r as unknown as ServiceWorkerRegistration;
const controlled = { controller: {} as ServiceWorker };
const uncontrolled = { controller: null };

describe("service worker update flow", () => {
  it("offers the update when a new version is already waiting behind the one controlling the page", () => {
    const reg = new FakeRegistration();
    reg.waiting = new FakeWorker();
    const onReady = vi.fn();
    watchForWaitingWorker(asRegistration(reg), controlled, onReady);
    expect(onReady).toHaveBeenCalledWith(reg.waiting);
  });

  it("offers the update once a version found later has installed", () => {
    const reg = new FakeRegistration();
    const onReady = vi.fn();
    watchForWaitingWorker(asRegistration(reg), controlled, onReady);
    const worker = reg.startInstalling();
    worker.becomes("installing");
    expect(onReady).not.toHaveBeenCalled();
    worker.becomes("installed");
    expect(onReady).toHaveBeenCalledWith(worker);
  });

  it("offers nothing on the first install (no worker controls the page yet)", () => {
    const reg = new FakeRegistration();
    reg.waiting = new FakeWorker();
    const onReady = vi.fn();
    watchForWaitingWorker(asRegistration(reg), uncontrolled, onReady);
    reg.startInstalling().becomes("installed");
    expect(onReady).not.toHaveBeenCalled();
  });

  it("asks the waiting worker to take over and reloads once when it controls the page", () => {
    const worker = new FakeWorker();
    const container = new EventTarget();
    const reload = vi.fn();
    activateWaitingWorker(worker as unknown as ServiceWorker, container, reload);
    expect(worker.messages).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("registers /sw.js for the whole site", async () => {
    const reg = new FakeRegistration();
    const register = vi.fn().mockResolvedValue(reg);
    await registerServiceWorker({ controller: null, register, addEventListener: vi.fn() }, vi.fn());
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("asks for a new version when the page comes back into view, at most once an hour", () => {
    let time = 0;
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
    const update = vi.fn().mockResolvedValue(undefined);
    checkForUpdatesWhenVisible({ update }, doc, () => time);
    const show = () => doc.dispatchEvent(new Event("visibilitychange"));

    time = UPDATE_CHECK_INTERVAL_MS - 1;
    show();
    expect(update).not.toHaveBeenCalled();
    time = UPDATE_CHECK_INTERVAL_MS + 1;
    doc.visibilityState = "hidden";
    show();
    expect(update).not.toHaveBeenCalled();
    doc.visibilityState = "visible";
    show();
    expect(update).toHaveBeenCalledTimes(1);
    show();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("keeps checking after a failed check (offline)", async () => {
    let time = 0;
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
    const update = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    checkForUpdatesWhenVisible({ update }, doc, () => time);
    time = UPDATE_CHECK_INTERVAL_MS;
    doc.dispatchEvent(new Event("visibilitychange"));
    time = 2 * UPDATE_CHECK_INTERVAL_MS;
    doc.dispatchEvent(new Event("visibilitychange"));
    await Promise.resolve();
    expect(update).toHaveBeenCalledTimes(2);
  });
});
