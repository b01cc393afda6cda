import { describeRequestHygiene } from "./support/request-hygiene";

describeRequestHygiene("npm start's front server");
