import { RobotScreen } from '@/features/robot/components/robot-screen'

/** 客服机器人. */
export default function RobotPage() {
  return <RobotScreen />
}
