// The scripts a page fetches on a first visit, read from its boot script (decision 0031).
export { firstVisitScripts } from "../app/lib/http/boot-after-paint";
