import { ehrLaunchJourneys } from './ehr-launch';

ehrLaunchJourneys();
