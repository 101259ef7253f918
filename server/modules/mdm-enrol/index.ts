// What the other MDM helpers use from enrolment (issue 20): the command server (/mdm/server) finds the
// device a request comes from with findMdmDeviceByIdentity(db, token from ?enrolment=, UDID).
export { findEnrolmentByToken, findMdmDeviceByIdentity, openUnlockToken, parseCheckin, type MdmIdentity } from './checkin';
export { CHECKIN_PATH, SERVER_PATH } from './profile';
