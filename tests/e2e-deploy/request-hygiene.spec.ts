import { describeRequestHygiene } from "../e2e/support/request-hygiene";

describeRequestHygiene("plain next start");
